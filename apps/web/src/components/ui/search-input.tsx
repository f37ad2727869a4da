/** A search box with its magnifier; the label is for screen readers (the placeholder shows what to type). */
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { inputClasses } from './text-field';

type Props = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  className?: string;
};

export function SearchInput({ label, placeholder, value, onChange, maxLength, className }: Props) {
  return (
    <label className={cn('relative block', className)}>
      <span className="sr-only">{label}</span>
      <Search
        size={16}
        className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        className={`${inputClasses} pl-9`}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
