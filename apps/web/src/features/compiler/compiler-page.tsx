/**
 * The online compiler (SPEC §2). Code runs only in the judge's sandbox: the Run call (POST
 * /compiler/submit) is served once the judge issue lands; until then the Output tab shows the server's
 * answer as an error. Code and language persist in local storage.
 */
import { Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { inputClasses } from '@/components/ui/text-field';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const LANGUAGES = [
  { id: 'python', label: 'Python', template: 'print("Hello, World!")\n' },
  {
    id: 'cpp',
    label: 'C++',
    template:
      '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n  cout << "Hello, World!" << endl;\n  return 0;\n}\n',
  },
  {
    id: 'java',
    label: 'Java',
    template:
      'public class Main {\n  public static void main(String[] args) {\n    System.out.println("Hello, World!");\n  }\n}\n',
  },
  {
    id: 'c',
    label: 'C',
    template: '#include <stdio.h>\n\nint main(void) {\n  printf("Hello, World!\\n");\n  return 0;\n}\n',
  },
] as const;
type LanguageId = (typeof LANGUAGES)[number]['id'];

const LANGUAGE_KEY = 'compiler_language';
const CODE_KEY = 'compiler_code';

function templateFor(language: LanguageId): string {
  return LANGUAGES.find((entry) => entry.id === language)?.template ?? '';
}

function savedLanguage(): LanguageId {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.some((entry) => entry.id === saved) ? (saved as LanguageId) : 'python';
}

type RunResult = {
  result?: string;
  executionTime?: number;
  memoryUsage?: number;
  compileError?: string;
  runtimeError?: string;
  error?: string;
};
type Tab = 'input' | 'output';

export function CompilerPage() {
  const [language, setLanguage] = useState<LanguageId>(savedLanguage);
  const [code, setCode] = useState(() => localStorage.getItem(CODE_KEY) ?? templateFor(savedLanguage()));
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [tab, setTab] = useState<Tab>('input');
  const [running, setRunning] = useState(false);

  const changeCode = (next: string) => {
    setCode(next);
    localStorage.setItem(CODE_KEY, next);
  };
  const changeLanguage = (next: LanguageId) => {
    setLanguage(next);
    localStorage.setItem(LANGUAGE_KEY, next);
    changeCode(templateFor(next));
    setOutput('');
  };

  const run = async () => {
    if (!code.trim() || running) return;
    setTab('output');
    setOutput('Running...');
    setRunning(true);
    try {
      const result = await apiRequest<RunResult>('/compiler/submit', {
        method: 'POST',
        body: { code, input, language },
      });
      setOutput(result.compileError ?? result.runtimeError ?? result.error ?? (result.result || 'No output'));
    } catch (caught) {
      setOutput(`Error: ${errorMessage(caught, 'Code execution failed')}`);
    } finally {
      setRunning(false);
    }
  };

  const clearAll = () => {
    changeCode(templateFor(language));
    setInput('');
    setOutput('');
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Online Compiler"
        subtitle="Write, run and test code in C, C++, Java and Python."
        actions={
          <div className="flex gap-2">
            <select
              aria-label="Language"
              className={`${inputClasses} w-36`}
              value={language}
              onChange={(event) => changeLanguage(event.target.value as LanguageId)}
            >
              {LANGUAGES.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </select>
            <Button variant="secondary" onClick={clearAll}>
              <Trash2 size={16} /> Clear All
            </Button>
            <Button onClick={run} disabled={running || !code.trim()}>
              <Play size={16} /> Run
            </Button>
          </div>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="overflow-hidden">
          <textarea
            aria-label="Code editor"
            spellCheck={false}
            value={code}
            onChange={(event) => changeCode(event.target.value)}
            className="h-[28rem] w-full resize-none bg-slate-950 p-4 font-mono text-sm text-slate-100 outline-none"
          />
        </Card>
        <Card className="flex flex-col overflow-hidden">
          <div role="tablist" className="flex border-b border-slate-200 dark:border-slate-700">
            {(['input', 'output'] as const).map((name) => (
              <button
                key={name}
                role="tab"
                type="button"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
                className={cn(
                  'px-4 py-2 text-sm font-medium capitalize',
                  tab === name ? 'border-b-2 border-indigo-600 text-indigo-600' : 'text-slate-500',
                )}
              >
                {name}
              </button>
            ))}
          </div>
          {tab === 'input' ? (
            <textarea
              aria-label="Program input"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder="Input for your program (stdin)"
              className="flex-1 resize-none bg-transparent p-4 font-mono text-sm outline-none"
            />
          ) : (
            <pre
              className="flex-1 overflow-auto p-4 font-mono text-sm whitespace-pre-wrap"
              aria-live="polite"
            >
              {output || 'No output'}
            </pre>
          )}
        </Card>
      </div>
    </div>
  );
}
