xൎ = y
