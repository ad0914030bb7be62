r    = true    ||  fl
