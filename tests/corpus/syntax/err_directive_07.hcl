a = "%{if x}a%{else z}b%{endif}"
