r = [(1E2), true ? n : -nul, (0)][0]
