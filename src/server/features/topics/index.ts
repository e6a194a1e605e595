// Topics as other features see them: the service, and the insert a starter set or deck makes inside its
// own transaction.

export { insertTopic } from './repo';
export * from './service';
