a = "%{if}a%{endif}"
