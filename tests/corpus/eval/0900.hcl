r = reverse(slice(["true", "plain", "$${lit} %%{lit}"], 0, 2))
