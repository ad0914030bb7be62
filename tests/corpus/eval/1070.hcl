r = length(nul)
