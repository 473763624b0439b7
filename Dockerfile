# The store's container image (docs/operations.md, "The container image").
# src/server/deploy.test.ts runs these steps as written, as a non-root user, and starts the
# server with the CMD below.

# Build: every dependency, the web app (Vite) and the compiled server (esbuild), with the empty
# PGlite cluster a first start copies (docs/decisions/009-compiled-server-and-memory.md).
FROM node:20-slim AS build
WORKDIR /app
# patches/ before npm ci: its postinstall applies them (docs/contributing.md, "Dependencies we
# pin and patch").
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
# PostgreSQL makes the template cluster's files private to the user who built it: readable by all,
# so the server's user can copy them at a first start (which then makes its copy private).
RUN npm run build && chmod -R a+rX dist

# Run: production dependencies only, the build, and the migrations the server applies at start.
FROM node:20-slim
ENV NODE_ENV=production DATA_DIR=/data HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY drizzle ./drizzle
COPY --from=build /app/dist ./dist
# The database, uploads and the generated auth secret live here, private to the server's user.
RUN install -d -o node -g node -m 0700 /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness only (no database): /api/health/ready is for a load balancer (docs/operations.md,
# "Health, stopping, logs").
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1, no npm or shell between, so SIGTERM reaches the server and it drains.
# The flags are those scripts/start.mjs sets: source maps, and PGlite's wasm kept on V8's
# baseline compiler (about 55 MB less memory).
CMD ["node", "--enable-source-maps", "--liftoff-only", "dist/server/main.js"]
