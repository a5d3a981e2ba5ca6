# The site in one image: built with every dependency, run with the production ones only (decision 029).
#   docker build -t action-plus .
#   docker run -p 3000:3000 -v action-plus-data:/app/data action-plus
# compose.yaml runs it beside PostgreSQL. apps/server/test/process/production-install.test.ts reads
# the final stage's COPY lines, CMD and HEALTHCHECK, and does the same on a copy of the built tree.

# Build stage: every dependency (Vite, esbuild…), then npm run build.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/test-stand-ins/package.json packages/test-stand-ins/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Final stage: the production dependencies and the built files, no source, no build tool.
FROM node:20-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/test-stand-ins/package.json packages/test-stand-ins/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/scripts scripts
# The code stays root's, read-only to the site; only the data directory is the site's.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV DATA_DIR=/app/data PORT=3000 HOST=0.0.0.0
# glibc's allocator as npm start sets it (decision 048): two arenas, and every block of 64 kB or
# more mapped on its own, so that what a burst of requests freed goes back to the system.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536
VOLUME /app/data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the main process: it receives docker stop's SIGTERM and stops within 10 s. The same
# flags as npm start, without its build step (the image has no sources to build from).
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=30", "apps/server/dist/main.js"]
