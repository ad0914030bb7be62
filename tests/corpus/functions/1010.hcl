r = tostring(nul)
