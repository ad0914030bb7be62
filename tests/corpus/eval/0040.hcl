r = "%{if fl && nope}a%{else}b%{endif}"
