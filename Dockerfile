# syntax=docker/dockerfile:1
# Build stage: install everything, build the client and server bundles, then drop dev dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: production dependencies and the built bundles only, as the unprivileged node user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
# The lead spool's mount point, owned by the app's user (a new named volume copies the owner).
RUN mkdir -p /app/data/spool && chown -R node:node /app/data && chmod 700 /app/data/spool
USER node
EXPOSE 3000
# Ready: the database answers and the migrations have run (GET /readyz). Docker does not restart an
# unhealthy container, so a replica whose database is away keeps taking leads into its spool.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/prod.js"]
