/** What the screen studio's API answers, as the studio's editor reads it (docs/studio.md). */
import type { EditorProblem } from '../descriptorEditor/checkDescriptorText';

import type { StudioSource } from '../../../descriptor';
import { readableDealDiff, type ReadableSection } from '../../../deal/dealMetaDiff';

/** What a studio versions: screens (界面工作台) or deals' metadata (交易目录), docs/studio.md. */
export type StudioKind = NonNullable<StudioSource['kind']>;

/** The screens' studio API unless the descriptor names another. */
export const STUDIO_PATH = '/commondeal/screens/studio';

/** What differs between the studios (docs/studio.md): the API, the key naming a text's id, the words. */
export interface StudioSubject {
  kind: StudioKind;
  /** The studio API unless the descriptor names another. */
  path: string;
  /** The key of the edited JSON naming its id (a new one is saved under it). */
  idKey: 'id' | 'dealName';
  /** What is edited, in words: 界面, 交易. */
  noun: string;
  /** A published version may place it in the side menu. */
  menu: boolean;
  /**
   * 对比 in words as well as text (按字段 first): what the second text changes of the first, by part;
   * undefined when a text cannot be read so.
   */
  readableDiff?: (before: string, after: string) => ReadableSection[] | undefined;
  /** What the publish dialog may add to the body when the server's refusal names it. */
  publishExtras?: PublishExtra[];
}

/**
 * A list the publish body may carry (`key`): the names of the problems of a refused publish whose path is
 * `<prefix><name>`. The dialog lists those problems as the server words them, with a checkbox `label`;
 * ticked, the next publish sends the names.
 */
export interface PublishExtra {
  key: string;
  prefix: string;
  label: string;
}

export const STUDIO_SUBJECTS: Record<StudioKind, StudioSubject> = {
  screen: { kind: 'screen', path: STUDIO_PATH, idKey: 'id', noun: '界面', menu: true },
  deal: {
    kind: 'deal',
    path: '/commondeal/deals/studio',
    idKey: 'dealName',
    noun: '交易',
    menu: false,
    readableDiff: readableDealDiff,
    // A publish orphaning a saved deal SQL configuration is refused unless it drops it (docs/studio.md).
    publishExtras: [{ key: 'dropSqlConfigs', prefix: 'sqlConfigs.', label: '同时删除这些 SQL 配置' }],
  },
};

/** Where a published screen sits in the side menu, and which roles see it. */
export interface MenuPlacement {
  parentId: number;
  name: string;
  /** Absent: last in its group. */
  order?: number;
  icon: string;
  roleIds: number[];
}

/** What the publish dialog offers: the menu's groups and the roles. */
export interface MenuChoices {
  groups: { menuId: number; menuname: string }[];
  roles: { roleId: number; roleName: string; roleCnname: string }[];
}

/** A draft submitted for review under two-person publishing (docs/studio.md). */
export interface StudioSubmission {
  body: string;
  baseVersion: number;
  comment: string;
  menu: MenuPlacement | null;
  submittedBy: string;
  submittedAt: string;
  /** Submitted by the caller (who may then not publish it). */
  mine: boolean;
}

export interface StudioScreen {
  screenId: string;
  version: number | null;
  archived: boolean;
  mayPublish: boolean;
  /** Two-person publishing: a draft is submitted for review and another administrator publishes it. */
  twoPerson?: boolean;
  submission?: StudioSubmission | null;
  published: string | null;
  file: string | null;
  draft: { body: string; baseVersion: number; savedAt: string } | null;
  menu: MenuPlacement | null;
  menuGroups: MenuChoices['groups'];
  roles: MenuChoices['roles'];
}

export interface StudioVersion {
  version: number;
  comment: string;
  author: string;
  createdAt: string;
}

/** A save or publish refused because another version was published meanwhile (HTTP 409). */
export interface StudioConflict {
  version: number;
  body: string | null;
  changedBy: string | null;
  changedAt: string | null;
}

export interface StudioController {
  /** What is edited: the studio's API, id key and words (a screen's or a deal's). */
  subject: StudioSubject;
  /** The screen (or deal) edited; empty while a new one has no id yet (it takes the id of its text). */
  screenId: string;
  state: 'loading' | 'ready' | 'failed';
  /** The published version the edits are based on (0: the file, or a new screen). */
  baseVersion: number;
  /** The text served now (the published version, else the file), for 对比; null for a new screen. */
  servedText: string | null;
  /** The shipped file's text (the baseline: a deal's national required fields are locked), if any. */
  fileText?: string | null;
  archived: boolean;
  /** The caller may publish, roll back and archive (else only draft: a configurator). */
  mayPublish: boolean;
  savedAt?: string;
  busy: boolean;
  /** Problems the server found when asked to publish (each with its path). */
  serverProblems: EditorProblem[];
  conflict?: StudioConflict;
  /** The screen's menu entry now (none: not in the menu, or a new screen). */
  menu?: MenuPlacement;
  /** The groups and roles the publish dialog offers (read with the screen; empty for a new one). */
  menuChoices: MenuChoices;
  saveDraft(text: string): Promise<void>;
  /**
   * Publishes the text, placing the screen in the menu when `menu` is given; `extras` are the subject's
   * publish extras the dialog ticked (a deal's `dropSqlConfigs`), sent in the body.
   */
  publish(
    text: string,
    comment: string,
    menu?: MenuPlacement,
    extras?: Record<string, string[]>,
  ): Promise<boolean>;
  /** Goes on from the version published meanwhile, keeping the edited text. */
  rebase(): void;
  versions(): Promise<StudioVersion[]>;
  versionText(version: number): Promise<string>;
  rollback(version: number, comment: string): Promise<boolean>;
  /** Two-person publishing is on: 发布 becomes 提交审核, and a submission is published or sent back. */
  twoPerson: boolean;
  /** The draft waiting for review, if any. */
  submission?: StudioSubmission;
  /** Submits the text for review (two-person publishing), with the publish extras ticked as `publish`. */
  submit(
    text: string,
    comment: string,
    menu?: MenuPlacement,
    extras?: Record<string, string[]>,
  ): Promise<boolean>;
  /** Publishes the submission as it was submitted (another administrator's). */
  approve(): Promise<boolean>;
  /** Sends the submission back. */
  reject(comment: string): Promise<boolean>;
}

/** The id a text names (`"id": …`, a deal's `"dealName": …`), for a new screen or deal. */
export const idOf = (text: string, key: StudioSubject['idKey'] = 'id'): string => {
  try {
    const id = (JSON.parse(text) as Record<string, unknown>)[key];
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
};
