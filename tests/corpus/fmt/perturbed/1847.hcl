r = nul    == []
