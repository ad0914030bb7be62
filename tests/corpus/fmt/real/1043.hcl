# No dependencies - independent root unit
