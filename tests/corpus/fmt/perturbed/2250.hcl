r =    true ||    nul.x
