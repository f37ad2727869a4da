/**
 * Monaco's web worker, bundled by Vite from the installed package (never a CDN: the machine has no
 * internet). Only the core editor worker is needed: C, C++, Java and Python have no language service.
 */
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

self.MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};
