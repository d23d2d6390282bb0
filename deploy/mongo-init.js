// Runs once, when the MongoDB volume is first initialised: creates the app's own user with
// readWrite on the site's database only. The root user stays for the operator, never the app.
const dbName = process.env.MONGO_INITDB_DATABASE;
db.getSiblingDB(dbName).createUser({
  user: process.env.MONGO_APP_USER,
  pwd: process.env.MONGO_APP_PASSWORD,
  roles: [{ role: 'readWrite', db: dbName }],
});

// The backup service's user: read-only on the site's database (mongodump needs no more).
if (process.env.MONGO_BACKUP_USER) {
  db.getSiblingDB(dbName).createUser({
    user: process.env.MONGO_BACKUP_USER,
    pwd: process.env.MONGO_BACKUP_PASSWORD,
    roles: [{ role: 'read', db: dbName }],
  });
}
