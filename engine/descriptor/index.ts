export type * from './expr';
export type * from './actions';
export type * from './screenActions';
export type * from './blocks';
export type * from './dashboard';
export type * from './editor';
export type * from './screen';
export type * from './refs';
