r = { for x in split("", "$${lit} %%{lit}") : x => x... }
