a = "%{iff x}a%{endif}"
