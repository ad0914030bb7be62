a = xൎ[y]
