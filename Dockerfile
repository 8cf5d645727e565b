# One image for every role: command-api, projections, realtime (ROLE chooses).
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY command-api/package.json command-api/
COPY projections/package.json projections/
COPY realtime/package.json realtime/
COPY system/package.json system/
COPY admin-ui/package.json admin-ui/
COPY learner-ui/package.json learner-ui/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
# NODE_ENV=production: the server refuses to start with test password hashing, SEED_DEMO=1 or
# without KEY_ENCRYPTION_KEY (system/src/config.ts, productionRefusal). The health check runs on
# loopback, so it reads /api/health's details; the public gets {success, status} only.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data SEED_DEMO=0
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["sh", "-c", "exec node --import tsx system/src/main.ts ${ROLE:+--role=$ROLE}"]
