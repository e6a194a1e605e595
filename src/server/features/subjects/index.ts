// Subjects as other features see them: the service, and the insert a starter set or deck makes inside its
// own transaction.

export { insertSubject } from './repo';
export * from './service';
