# No dependencies - root unit
