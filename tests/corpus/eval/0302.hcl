r = length(setproduct())
