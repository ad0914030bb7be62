r = t ? "$${lit} %%{lit}" == boolstr ? nul == {} : fl ? false : true : t || true || !t
