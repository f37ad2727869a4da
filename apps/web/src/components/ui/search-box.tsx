/**
 * A search box that searches as one types (the admin lists, the leaderboard): the caller's search (its
 * address's query) follows the typing 300 ms after it stops, so a search is one request per pause rather than one per key; a query changed from
 * outside (the back button) shows in the box.
 */
import { useEffect, useRef, useState } from 'react';
import { SearchInput } from './search-input';

const SEARCH_DELAY_MS = 300;

type Props = {
  label: string;
  placeholder: string;
  query: string;
  onSearch: (query: string) => void;
  className?: string;
  maxLength?: number;
};

export function SearchBox({
  label,
  placeholder,
  query,
  onSearch,
  className = 'mb-6',
  maxLength = 100,
}: Props) {
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // The box is left alone when the new query is just what was typed: trimming the text would eat the
  // space someone is in the middle of typing.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== text.trim()) setText(query);
  }

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(value.trim()), SEARCH_DELAY_MS);
  };

  return (
    <SearchInput
      className={className}
      label={label}
      placeholder={placeholder}
      maxLength={maxLength}
      value={text}
      onChange={change}
    />
  );
}
