// The database's tables, one file per area of the product; drizzle-kit reads them all from here.
export * from './accounts';
export * from './admin';
export * from './ai';
export * from './billing';
export * from './chat';
export * from './images';
export * from './library';
export * from './material';
export * from './practice';
export * from './sbaq';
export * from './study';
