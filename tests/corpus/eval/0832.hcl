r = fl ? "plain" : "HeLLo" == element(strs, 1)
