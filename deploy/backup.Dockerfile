# The backup service's image: MongoDB's own tools (mongodump, mongorestore) plus age for
# encryption and the AWS CLI for S3-compatible buckets (used only when BACKUP_S3_BUCKET is set).
FROM mongo:7
RUN apt-get update \
  && apt-get install -y --no-install-recommends age awscli tzdata \
  && rm -rf /var/lib/apt/lists/*
COPY backup.sh /usr/local/bin/backup.sh
ENTRYPOINT ["/usr/local/bin/backup.sh"]
