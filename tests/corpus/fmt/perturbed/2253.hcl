r    = nul  &&    true
