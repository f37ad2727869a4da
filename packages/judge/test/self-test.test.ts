import { afterAll, describe, expect, it } from 'vitest';
import { sandboxSelfTest } from '../src/self-test';
import { parseVersion, readToolchainVersions } from '../src/toolchain-versions';
import { createTestJudge } from './helpers';

const { judge, cleanup } = createTestJudge();
afterAll(cleanup);

describe('start-up checks', () => {
  it('passes the sandbox self-test on this host', async () => {
    await expect(sandboxSelfTest(judge)).resolves.toBeUndefined();
  });

  it('reads the real toolchain versions', async () => {
    const versions = await readToolchainVersions();
    expect(versions.c).toMatch(/^GCC \d+\.\d+\.\d+$/);
    expect(versions.cpp).toBe(versions.c);
    expect(versions.java).toMatch(/^OpenJDK \d+/);
    expect(versions.python).toMatch(/^Python 3\.\d+/);
    expect(versions.pypy).toMatch(/^PyPy \d+\.\d+/);
  });

  it('parses the version lines of each toolchain', () => {
    expect(parseVersion('c', 'gcc (Debian 12.2.0-14+deb12u1) 12.2.0\nCopyright')).toBe('GCC 12.2.0');
    expect(parseVersion('java', 'openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime')).toBe(
      'OpenJDK 17.0.15',
    );
    expect(parseVersion('python', 'Python 3.11.2')).toBe('Python 3.11.2');
    expect(parseVersion('python', 'garbage')).toBeNull();
    expect(
      parseVersion(
        'pypy',
        'Python 3.9.16 (7.3.11+dfsg-2+deb12u3, Dec 30 2024)\n[PyPy 7.3.11 with GCC 12.2.0]',
      ),
    ).toBe('PyPy 7.3.11 (Python 3.9.16)');
  });
});
