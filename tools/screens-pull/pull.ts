/**
 * `npm run screens:pull -- --from <服务器地址|screens.zip> [--token <令牌>] [--dir screens]` (docs/studio.md
 * 「导出与导入」): the screens published in 界面工作台 back into the repository, each `<id>.screen.json`
 * (the studios' pull, tools/studio-pull/pull.ts).
 */
import {
  entriesOfKind,
  exportUrlOf,
  pullMessagesOf,
  runPullOf,
  usageOf,
  type PullIo,
  type PullKind,
} from '../studio-pull/pull';

export type { PullIo };

/** The screens' pull: a plain `<id>.screen.json` of the studio's id pattern, at most 200 kB and its newline. */
export const SCREENS_PULL: PullKind = {
  command: 'screens:pull',
  exportPath: '/commondeal/screens/studio/export',
  file: /^([A-Za-z0-9_.-]{1,64})\.screen\.json$/,
  fileText: '<界面编号>.screen.json',
  idKey: 'id',
  noun: '界面',
  idNoun: '界面编号',
  fileNoun: '界面描述文件',
  zipName: 'screens.zip',
  defaultDir: 'screens',
  entryMax: 200_001,
  entriesMax: 500,
};

export const EXPORT_PATH = SCREENS_PULL.exportPath;
export const USAGE = usageOf(SCREENS_PULL);
export const PULL_MESSAGES = pullMessagesOf(SCREENS_PULL);
export const exportUrl = (from: string) => exportUrlOf(SCREENS_PULL, from);
export const entriesOf = (zip: Uint8Array, source: string) => entriesOfKind(SCREENS_PULL, zip, source);
export const runPull = (argv: string[], io: PullIo) => runPullOf(SCREENS_PULL, argv, io);
