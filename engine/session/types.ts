/** The login answer's user info. */
export interface SessionUser {
  orgCode: string;
  orgName: string;
  roles: string[];
  user: string;
  mobile?: string | null;
  contact?: string | null;
  userTypeId?: number | null;
  ext?: { websocketUrl?: string } | null;
}

/** A menu item of the server tree. */
export interface MenuItem {
  id: number | string;
  parentId?: number | string | null;
  title: string;
  icon?: string | null;
  /** The route. */
  name?: string | null;
  child?: MenuItem[];
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  menus: MenuItem[];
}
