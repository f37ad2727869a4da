/** The online compiler through the API with the real judge: every verdict a run can get, guests allowed, no flooding. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompilerRunResult } from '@codeconquer/contracts';
import { postJson } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ judge: true, env: { RATE_LIMITS: 'off' } });
});

afterAll(async () => {
  await t?.close();
});

async function run(language: string, code: string, input = '', remoteAddress = '198.51.100.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/compiler/submit',
    payload: { language, code, input },
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json<CompilerRunResult & { code?: string }>() };
}

describe('online compiler', () => {
  it('runs a guest’s Python program on their input', async () => {
    const { status, body } = await run('python', 'name = input()\nprint(f"Hello, {name}!")\n', 'Ada');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      result: 'Hello, Ada!\n',
      verdict: 'Accepted',
      compileError: null,
      runtimeError: null,
      error: null,
    });
    expect(body.executionTime).toBeGreaterThanOrEqual(0);
    expect(body.memoryUsage).toBeGreaterThan(0);
  });

  it('runs C, C++ and Java', async () => {
    const c = await run(
      'c',
      '#include <stdio.h>\nint main(void){int x;scanf("%d",&x);printf("%d\\n",x*2);}\n',
      '21',
    );
    expect(c.body.result).toBe('42\n');
    const cpp = await run(
      'cpp',
      '#include <bits/stdc++.h>\nint main(){std::string s;std::cin>>s;std::reverse(s.begin(),s.end());std::cout<<s<<"\\n";}\n',
      'abc',
    );
    expect(cpp.body.result).toBe('cba\n');
    const java = await run(
      'java',
      'public class Anything { public static void main(String[] a) { System.out.println("java ok"); } }\n',
    );
    expect(java.body.result).toBe('java ok\n');
  });

  it('reports a compilation error with the compiler’s message', async () => {
    const { body } = await run('cpp', 'int main() { return x; }\n');
    expect(body.verdict).toBe('Compilation Error');
    expect(body.compileError).toMatch(/x. was not declared in this scope/);
    expect(body.error).toBe(body.compileError);
    expect(body.runtimeError).toBeNull();
  });

  it('reports a runtime error with its cause and what the program printed before', async () => {
    const { body } = await run('python', 'print("before")\nraise SystemExit(3)\n');
    expect(body).toMatchObject({ result: 'before\n', verdict: 'Runtime Error' });
    expect(body.runtimeError).toMatch(/Exited with code 3/);
    const crash = await run('c', 'int main(void){int *p=0;return *p;}\n');
    expect(crash.body.verdict).toBe('Runtime Error');
    expect(crash.body.runtimeError).toMatch(/SIGSEGV/);
  });

  it('stops a program over the time limit', async () => {
    const { body } = await run('c', 'int main(void){volatile unsigned long i=0;for(;;)i++;}\n');
    expect(body.verdict).toBe('Time Limit Exceeded');
    expect(body.runtimeError).toMatch(/Time Limit Exceeded/);
  });

  it('stops a program over the memory limit', async () => {
    const code =
      '#include <stdlib.h>\n#include <string.h>\nint main(void){for(;;){char*p=malloc(1<<20);if(!p)return 1;memset(p,1,1<<20);}}\n';
    const { body } = await run('c', code);
    expect(body.verdict).toBe('Memory Limit Exceeded');
  });

  it('stops a program that writes without end', async () => {
    const { body } = await run('python', 'import sys\nwhile True: sys.stdout.write("x" * 65536)\n');
    expect(body.verdict).toBe('Output Limit Exceeded');
    expect(body.result.length).toBeGreaterThan(0);
  });

  it('refuses blank code and unknown languages with the reason', async () => {
    expect((await run('python', '   ')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Please write some code first.',
    });
    expect((await run('rust', 'fn main(){}')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Language must be one of c, cpp, java, python, pypy.',
    });
  });

  it('lets one client hold at most two runs at once', async () => {
    const slow = 'import time\ntime.sleep(1.5)\nprint("done")\n';
    const results = await Promise.all([1, 2, 3].map(() => run('python', slow, '', '198.51.100.77')));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    expect(results.find((r) => r.status === 429)?.body).toMatchObject({ code: 'TOO_MANY_RUNS' });
    // Another client is not held back, and the first client may run again once its runs ended.
    expect((await run('python', 'print(1)', '', '198.51.100.78')).status).toBe(200);
    expect((await run('python', 'print(1)', '', '198.51.100.77')).status).toBe(200);
  });

  it('is rate limited per client when limits are on', async () => {
    const limited = await buildTestApp({ env: {} });
    try {
      const send = () => postJson(limited, '/api/compiler/submit', { language: 'python', code: 'print(1)' });
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) statuses.push((await send()).statusCode);
      // That app has judging off (503); the 31st request within a minute is refused before that.
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(503));
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
