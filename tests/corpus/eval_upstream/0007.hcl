r = nul || true
