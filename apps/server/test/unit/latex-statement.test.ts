/**
 * LaTeX statements as problemtools writes and reads them, turned into the Markdown our problem pages show.
 * First real statements (fixtures/latex: problemtools' examples, NWERC 2022, NCPC 2018, SWERC 2025; their
 * sources and licences in its README), checked on their key lines; then each construct on its own, odd
 * input that must not throw, and the package reader (the title fallback, images copied as Markdown's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { statementImageUrl } from '@codeconquer/contracts';
import { convertLatex } from '../../src/problems/package/latex/convert';
import { readProblemPackage } from '../../src/problems/package/read-package';
import { latexToMarkdown } from '../../src/problems/package/statement';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/latex');

/** A fixture's statement, converted as the package reader would with `files` beside it. */
function fixture(name: string, files: string[] = []) {
  return latexToMarkdown(fs.readFileSync(path.join(FIXTURES, name, 'problem.en.tex'), 'utf8'), { files });
}

/** Markdown of a snippet. */
function md(latex: string, files?: string[]): string {
  return convertLatex(latex, files ? { files } : {}).markdown;
}

describe('real statements', () => {
  it('problemtools hello: the title, sections and quotes', () => {
    const { title, markdown } = fixture('hello');
    expect(title).toBe('Hello World!');
    expect(markdown).toBe(
      '## Input\n\nThere is no input for this problem.\n\n## Output\n\n' +
        'Output should contain one line, containing the string “Hello World!”.',
    );
  });

  it('problemtools guess: an itemize of quoted code, apostrophes', () => {
    const { title, markdown } = fixture('guess');
    expect(title).toBe('Guess the Number');
    expect(markdown).toContain('\n\n## Interaction\n\n');
    expect(markdown).toContain(
      'one of the following three words:\n\n' +
        '- “`lower`” if the number I am thinking of is lower than your guess\n' +
        '- “`higher`” if the number I am thinking of is higher than your guess\n' +
        '- “`correct`” if your guess is correct\n\n' +
        'After having guessed',
    );
    expect(markdown).toContain('you won’t get any more chances');
  });

  it('problemtools oddecho: \\(…\\) math and a tabular with rules', () => {
    const { markdown } = fixture('oddecho');
    expect(markdown).toContain('contains an integer $N$ ($1 \\le N \\le 10$).');
    expect(markdown).toContain('## Scoring');
    expect(markdown).toContain(
      '| Group | Points | Constraints |\n| --- | --- | --- |\n' +
        '| $1$ | $1$ | $N$ is always $5$ |\n| $2$ | $1$ | No additional constraints |',
    );
    expect(markdown).not.toContain('hline');
  });

  it('NWERC 2022 Interview Question: a macro, an illustration with its credit, a figure referred to before it', () => {
    const { markdown } = fixture('interviewquestion', ['hex.png', 'problem.en.tex']);
    expect(markdown.startsWith('![Fizz Buzz implemented in Hexagony. CC BY-SA 3.0 by M L on codegolf')).toBe(
      true,
    );
    expect(markdown).toContain(
      '](hex.png)\n\n**Fizz Buzz* implemented in Hexagony.\\\nCC BY-SA 3.0 by M L on ',
    );
    expect(markdown).toContain('[codegolf.stackexchange.com](https://codegolf.stackexchange.com/a/74906)*');
    expect(markdown).toContain('Figure 1 shows some sample sequences');
    expect(markdown).toContain(
      '| $a=3, b=5:$ | `1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz` |\n| --- | --- |\n',
    );
    expect(markdown).toContain('**Figure 1:** Example sequences for *Fizz Buzz*.');
    expect(markdown).toContain('($1 \\le c \\le d \\le 10^5$)'); // \maxd expanded
    expect(markdown).toContain(
      '## Input\n\nThe input consists of:\n\n- One line with two integers $c$ and $d$',
    );
    expect(markdown).toContain('## Output\n\nOutput two positive integers');
  });

  it('NWERC 2022 Kebab Pizza: a PDF figure is not shown, its caption is numbered and referred to', () => {
    const { markdown } = fixture('kebabpizza', ['sample.pdf']);
    expect(markdown).toContain('*(The image sample.pdf is a PDF, which cannot be shown here.)*');
    expect(markdown).not.toContain('](sample.pdf)');
    expect(markdown).toContain(
      '**Figure 1:** Illustration of Sample Input 1, with two toppings numbered on every',
    );
    expect(markdown).toContain('See Figure\u00a01 for an example.');
    expect(markdown).toContain('\n- $n$ lines, each with two integers $a$ and $b$');
    expect(markdown).toContain('Output “`possible`” if it is possible');
  });

  it('NWERC 2022 Delft Distance: images named without their extension are found beside the statement', () => {
    const { markdown } = fixture('delftdistance', ['Watertoren.jpg', 'sample.pdf', 'sample.png']);
    expect(markdown).toContain('](Watertoren.jpg)\n\n*Delft water tower.\\\nCC BY-SA 3.0 by Michiel1972');
    expect(markdown).toContain('(<https://commons.wikimedia.org/wiki/File:Delft_-_Watertoren_(2010).jpg>)');
    // A PNG beside the PDF is shown instead of it.
    expect(markdown).toContain('![](sample.png)\n\n**Figure 1:** Illustration of Sample Input 1');
    expect(markdown).toContain('side length of $10~\\text{m}$'); // math untouched
    expect(markdown).toContain('($1 \\leq h,w \\leq 700$)');
    expect(markdown).toContain('either ‘`O`’ (for round towers) or ‘`X`’');
  });

  it('NCPC 2018 House Lawn: comments, \\setlength before the first item, thin spaces in math', () => {
    const { markdown } = fixture('houselawn', ['mower.jpg']);
    expect(markdown).toContain('![Picture by David Hawgood, CC BY-SA](mower.jpg)');
    expect(markdown).toContain(
      '*[Picture](https://www.geograph.org.uk/photo/5790848) by David Hawgood, CC BY-SA*',
    );
    expect(markdown).not.toContain('You clearly need');
    expect(markdown).toContain('a robotic lawnmover will spend all its time');
    expect(markdown).toContain('exactly $10\\,080$ minutes long');
    expect(markdown).toContain(
      'as follows:\n\n- $n$ is the name of the lawnmower, a string of at most $60$ printable characters ' +
        '(ASCII $32$ to $126$) excluding ‘`,`’, neither starting nor ending with a space,\n' +
        '- $1 \\leq p \\leq 100\\,000$ is the price of the lawnmover,',
    );
    expect(markdown).not.toContain('itemsep');
    expect(markdown).toContain('output “`no such mower`”.');
  });

  it('NCPC 2018 Intergalactic Bidding: an enumerate, en dashes', () => {
    const { markdown } = fixture('intergalacticbidding', ['gavel.jpg']);
    expect(markdown).toContain('](gavel.jpg)');
    expect(markdown).toContain(
      'the following rules:\n\n1. only one participant was allowed to make a bid at a time,\n' +
        '2. each participant was only allowed to make one bid, and\n' +
        '3. a participant making a bid had to bid at least twice the amount of the highest bid at the time.',
    );
    expect(markdown).toContain('sore losers – understandably');
    expect(markdown).toContain('$1 \\le s < 10^{1\\,000}$');
  });

  it('SWERC 2025 Factory Table: a centred image with its credit, ~--- as a dash', () => {
    const { title, markdown } = fixture('factorytable', ['factorytable-table.png']);
    expect(title).toBe('Factory Table');
    expect(markdown).toMatch(
      /^!\[\]\(factorytable-table\.png\)\n\n\*Image credits: Bernard Ladenthin, CC0, via Wikimedia Commons\.\*\n\n/,
    );
    expect(markdown).toContain('($2 \\leq n \\leq 100$)\u00a0— the length of the array');
    expect(markdown).toContain('## Samples\n\nIn the first test case');
  });

  it('SWERC 2025 Keygen 3: braces and primes inside math stay as they are', () => {
    const { markdown } = fixture('keygen3', ['keygen3-cd_padlock.jpg']);
    expect(markdown).toContain('*Image credits: Santeri Viinamäki, CC BY-SA 4.0, via Wikimedia Commons.*');
    expect(markdown).toContain('$C \\subseteq \\{ 1, 2, \\ldots, n \\}$ such that\n\n- $C$ is non-empty;');
    expect(markdown).toContain("there does not exist a cycle $C'$ such that $C' \\subsetneq C$.");
  });

  it('every fixture converts without a leftover command', () => {
    for (const name of fs.readdirSync(FIXTURES)) {
      if (!fs.statSync(path.join(FIXTURES, name)).isDirectory()) continue;
      const { markdown } = fixture(name);
      // Outside math, no backslash command is left (math is between dollars).
      const text = markdown.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, '');
      expect(text, name).not.toMatch(/\\[a-zA-Z]/);
    }
  });
});

describe('text', () => {
  it('nests emphasis, bold and code', () => {
    expect(md('\\textbf{a \\emph{b} c} and \\textit{d}')).toBe('**a *b* c** and *d*');
    expect(md('{\\bf bold {\\em both}} then {\\tt t\\_t} and {\\em x}')).toBe(
      '**bold *both*** then `t_t` and *x*',
    );
    expect(md('\\emph{on average}.')).toBe('*on average*.');
    expect(md('\\textsc{Small} \\underline{under}')).toBe('Small *under*');
  });

  it('keeps \\texttt and \\verb as typed', () => {
    expect(md("\\texttt{a--b ``c''}")).toBe("```a--b ``c''```");
    expect(md('\\verb|x_y%z| and \\verb+a|b+ and \\verb!`!')).toBe('`x_y%z` and `a|b` and `` ` ``');
    expect(md('\\texttt{$x$ is math}')).toBe('$x$ is math');
  });

  it('writes quotes, dashes, spaces, escapes and accents as LaTeX typesets them', () => {
    expect(md("``double'' `single' don't x--y x---y")).toBe('“double” ‘single’ don’t x–y x—y');
    expect(md('a~b 10\\,000 a\\ldots b\\dots{} c')).toBe('a\u00a0b 10\u202f000 a…b… c');
    expect(md('50\\% \\$5 \\& \\#1 \\{x\\} a\\_b')).toBe('50% \\$5 \\& \\#1 {x} a\\_b');
    expect(md('Sm\\"org\\aa sbord, \\\'{e}, \\c{c}, \\v s, \\ss')).toBe('Smörgåsbord, é, ç, š, ß');
  });

  it('escapes what Markdown would read', () => {
    expect(md('a * b, [c] <d> |e| #f')).toBe('a \\* b, \\[c\\] \\<d\\> \\|e\\| \\#f');
    expect(md('2022. A year.')).toBe('2022\\. A year.');
  });

  it('breaks lines and paragraphs, drops comments and layout commands', () => {
    expect(md('one\\\\two\\\\[2mm]three\\newline four')).toBe('one\\\ntwo\\\nthree\\\nfour');
    expect(md('one\\\\\n\ntwo\\\\')).toBe('one\n\ntwo');
    expect(md('a % comment\nb%\n\nc 50\\% d')).toBe('a b\n\nc 50% d');
    expect(md('\\noindent\\medskip A\\vspace{1em} B\\hspace*{2mm}C\\par D\\clearpage E')).toBe(
      'A B C\n\nD\n\nE',
    );
  });

  it('writes links and footnotes', () => {
    expect(md('\\url{https://example.com/a_b} and \\href{https://x.org/q?a=1\\%20}{the \\emph{site}}')).toBe(
      '[https://example.com/a\\_b](https://example.com/a_b) and [the *site*](https://x.org/q?a=1%20)',
    );
    expect(md('Word\\footnote{A note.} here.')).toBe('Word (A note.) here.');
  });

  it('drops an unknown command and keeps its text', () => {
    expect(md('\\foo{kept} \\bar[opt]{also} \\textcolor{red}{red text} \\baz end')).toBe(
      'kept also red text end',
    );
  });
});

describe('sections and environments', () => {
  it('turns sections and the 2023 environments into headings', () => {
    expect(md('\\section*{Input}\nA.\n\\subsection{Details}\nB.')).toBe(
      '## Input\n\nA.\n\n### Details\n\nB.',
    );
    for (const name of ['Input', 'Output', 'Interaction', 'Scoring', 'Explanation'])
      expect(md(`\\begin{${name}}\n  Text.\n\\end{${name}}`)).toBe(`## ${name}\n\nText.`);
  });

  it('writes itemize, enumerate, description and nested lists', () => {
    expect(
      md(
        '\\begin{itemize}\n\\item outer\n  \\begin{enumerate}\n  \\item one\n  \\item two\n  \\end{enumerate}\n' +
          '\\item last\n\\end{itemize}',
      ),
    ).toBe('- outer\n\n  1. one\n  2. two\n- last');
    expect(md('\\begin{description}\n\\item[Alpha] first\n\\item[Beta] second\n\\end{description}')).toBe(
      '- **Alpha** first\n- **Beta** second',
    );
    // Two lists one after the other stay two lists.
    expect(md('\\begin{itemize}\\item a\\end{itemize}\n\n\\begin{itemize}\\item b\\end{itemize}')).toBe(
      '- a\n\n* b',
    );
  });

  it('writes a tabular as a table: the first row its header, \\multicolumn spanning, pipes escaped', () => {
    expect(
      md(
        '\\begin{tabular}{|l|c|r|}\\hline\n\\multicolumn{2}{|c|}{Head} & Z \\\\ \\hline\n' +
          'a & $|b|$ & \\texttt{c|d} \\\\\ne & f & g \\\\ \\hline\n\\end{tabular}',
      ),
    ).toBe('| Head |  | Z |\n| --- | :-: | --: |\n| a | $\\vert b\\vert $ | `c\\|d` |\n| e | f | g |');
    expect(md('\\begin{tabular}{*{2}{c}p{3cm}}x & y & z\\end{tabular}')).toBe(
      '| x | y | z |\n| :-: | :-: | --- |',
    );
  });

  it('numbers figures and tables for \\ref, wherever the \\ref is', () => {
    const markdown = md(
      'See Table~\\ref{tab:t} and Figure~\\ref{fig:f}.\n' +
        '\\begin{figure}\\includegraphics{a.png}\\caption{First.}\\label{fig:f}\\end{figure}\n' +
        '\\begin{table}\\caption{Costs}\\label{tab:t}\\begin{tabular}{l}x\\end{tabular}\\end{table}\n' +
        '\\begin{enumerate}\\item a \\item\\label{it:b} b\\end{enumerate} Item \\ref{it:b}, \\ref{missing}.',
    );
    expect(markdown).toContain('See Table\u00a01 and Figure\u00a01.');
    expect(markdown).toContain('![](a.png)\n\n**Figure 1:** First.');
    expect(markdown).toContain('**Table 1:** Costs\n\n| x |');
    expect(markdown).toContain('Item 2, ??.');
  });

  it('keeps centring, minipages and unknown environments as their content', () => {
    expect(md('\\begin{center}\nCentred \\\\ text\n\\end{center}')).toBe('Centred\\\ntext');
    expect(md('a\\begin{minipage}[t]{0.5\\textwidth}inside\\end{minipage}b')).toBe('a\n\ninside\n\nb');
    expect(md('\\begin{whatever}[x]kept\\end{whatever}')).toBe('kept');
    expect(md('\\begin{quote}Said.\\end{quote}')).toBe('> Said.');
  });

  it('shows verbatim as code, and says that a drawing is not shown', () => {
    expect(md('\\begin{verbatim}\nint x; % kept\n\\end{verbatim}')).toBe('```\nint x; % kept\n```');
    expect(md('\\begin{tikzpicture}\\draw (0,0) -- (1,1);\\end{tikzpicture}')).toBe(
      '*(A drawing is not shown here.)*',
    );
  });
});

describe('math', () => {
  it('keeps $…$, turns \\(…\\) into $…$ and displays \\[…\\], $$…$$ and the environments', () => {
    expect(md('$a_1 \\le b$ and \\(x<y\\)')).toBe('$a_1 \\le b$ and $x<y$');
    expect(md('A\n\\[ \\sum_i i \\]\nB $$a = b$$ C')).toBe(
      'A\n\n$$\n\\sum_i i\n$$\n\nB\n\n$$\na = b\n$$\n\nC',
    );
    expect(md('\\begin{equation*} E = mc^2 \\end{equation*}')).toBe('$$\nE = mc^2\n$$');
    expect(md('\\begin{align*}\n a &= b \\\\\n c &= d\n\\end{align*}')).toBe(
      '$$\n\\begin{aligned}\na &= b \\\\\nc &= d\n\\end{aligned}\n$$',
    );
  });

  it('numbers a labelled equation for \\eqref', () => {
    expect(md('\\begin{equation}\\label{eq:e} E = mc^2 \\end{equation} By \\eqref{eq:e}.')).toBe(
      '$$\nE = mc^2\n\\tag{1}\n$$\n\nBy (1).',
    );
  });

  it("expands the statement's macros, with arguments and defaults, in math and in text", () => {
    const macros =
      '\\newcommand{\\pair}[2]{(#1,\\,#2)}\\newcommand{\\opt}[2][x]{#1^{#2}}\\def\\N{\\mathbb{N}}' +
      '\\renewcommand{\\vec}[1]{\\mathbf{#1}}\\newcommand{\\name}{\\textbf{Bob}}' +
      '\\DeclareMathOperator{\\lcm}{lcm}\\newenvironment{note}{\\textbf{Note:} }{ (end)}';
    expect(md(`${macros}$\\pair{a}{b} \\in \\N$, $\\opt{y}$, $\\opt[z]{2}$, $\\vec{v}$, $\\lcm(a,b)$`)).toBe(
      '$(a,\\,b) \\in \\mathbb{N}$, $x^{y}$, $z^{2}$, $\\mathbf{v}$, $\\operatorname{lcm}(a,b)$',
    );
    expect(md(`${macros}\\name{} met \\name.\n\\begin{note}Careful.\\end{note}`)).toBe(
      '**Bob** met **Bob**. **Note:** Careful. (end)',
    );
  });
});

describe('images', () => {
  it('finds the file as problemtools does, and says when it cannot be shown', () => {
    expect(md('\\includegraphics[width=3cm]{pic}', ['pic.JPG'])).toBe('![](pic.JPG)');
    expect(md('\\includegraphics{pic}', ['pic.pdf', 'pic.png'])).toBe('![](pic.png)');
    expect(md('\\includegraphics{plot.pdf}', ['plot.pdf'])).toBe(
      '*(The image plot.pdf is a PDF, which cannot be shown here.)*',
    );
    expect(md('\\includegraphics{gone}', [])).toBe('*(The image gone is not in the package.)*');
    expect(md('\\illustration{0.3}{cat.jpg}{Photo by \\emph{Me}}', ['cat.jpg'])).toBe(
      '![Photo by Me](cat.jpg)\n\n*Photo by *Me**',
    );
  });
});

describe('odd input', () => {
  it('never throws, and stops on a macro that calls itself', () => {
    const odd = [
      '',
      '{',
      '}}}',
      '\\',
      '$x',
      '$$x',
      '\\begin{itemize}\\item a',
      '\\end{itemize}',
      '\\begin{tabular}{ll} a & b \\\\',
      '\\def\\x{\\x\\x}\\x',
      '\\newcommand{\\y}{\\y}\\y and $\\y$',
      '\\verb',
      '\\item[',
      '\\multicolumn{999999}{c}{x}',
      '\\constructor \\toString{x} \\begin{constructor}y\\end{constructor}',
      '\\ref{',
      '\\section',
    ];
    for (const latex of odd) expect(() => convertLatex(latex), latex).not.toThrow();
    expect(md('\\newcommand{\\y}{\\y}\\y end')).toBe('end');
  });

  it('survives random edits of the real statements', () => {
    const texts = fs
      .readdirSync(FIXTURES)
      .filter((name) => fs.statSync(path.join(FIXTURES, name)).isDirectory())
      .map((name) => fs.readFileSync(path.join(FIXTURES, name, 'problem.en.tex'), 'utf8'));
    const pieces = [
      '{',
      '}',
      '\\',
      '$',
      '&',
      '\\\\',
      '\\item',
      '\\end{itemize}',
      '\\begin{tabular}{l}',
      '%',
      '[',
    ];
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * below);
    };
    for (let round = 0; round < 300; round += 1) {
      let latex = texts[random(texts.length)] ?? '';
      for (let edit = 0; edit < 5; edit += 1) {
        const at = random(latex.length);
        latex = latex.slice(0, at) + (pieces[random(pieces.length)] ?? '') + latex.slice(at + random(10));
      }
      expect(() => convertLatex(latex, { files: [] })).not.toThrow();
    }
  });
});

describe('the package reader', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-latex-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const PNG = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]);

  function writePackage(name: string, yaml: string): string {
    const dir = path.join(scratch, name);
    const files: Record<string, string | Buffer> = {
      'problem.yaml': yaml,
      'statement/problem.en.tex':
        '\\problemname{Counting \\emph{Sheep}}\n\\illustration{0.3}{sheep}{A sheep.}\nCount them.\n' +
        '\\begin{figure}\\includegraphics{plot}\\caption{A plot.}\\end{figure}\n',
      'statement/sheep.png': PNG,
      'statement/plot.pdf': '%PDF-1.4\n',
      'data/sample/1.in': '1\n',
      'data/sample/1.ans': '1\n',
      'data/secret/1.in': '2\n',
      'data/secret/1.ans': '2\n',
    };
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    return dir;
  }

  it('takes the title from \\problemname when problem.yaml has no name, and copies the images', () => {
    const pkg = readProblemPackage(writePackage('sheep', 'source: Test\nlicense: cc by-sa\n'), 'sheep');
    expect(pkg.title).toBe('Counting Sheep');
    // Stored under its content's hash (lib/image-type.ts).
    const [image] = [...pkg.images.keys()];
    expect(image).toMatch(/^image-[0-9a-f]{12}\.png$/);
    expect(pkg.images.get(image ?? '')).toMatch(/sheep\.png$/);
    expect(pkg.blocks).toEqual([
      { type: 'image', value: statementImageUrl('sheep', image ?? '') },
      {
        type: 'text',
        value:
          '*A sheep.*\n\nCount them.\n\n*(The image plot.pdf is a PDF, which cannot be shown here.)*\n\n**Figure 1:** A plot.',
      },
    ]);
  });

  it("keeps problem.yaml's name over \\problemname", () => {
    const pkg = readProblemPackage(writePackage('named', 'name: From YAML\n'), 'named');
    expect(pkg.title).toBe('From YAML');
  });
});
