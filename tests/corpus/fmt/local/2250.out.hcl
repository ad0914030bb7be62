r = { for x in [join(", ", strs), "${false~}${~words[2]}${"hello world"}"] : x => x... }
