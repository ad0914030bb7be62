# this is stale file
