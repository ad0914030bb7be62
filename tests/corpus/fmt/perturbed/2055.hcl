r= nums[ nul]
