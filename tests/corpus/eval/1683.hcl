r = sort(setproduct())
