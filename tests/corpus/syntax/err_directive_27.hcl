a = "%{if x}a%{elseif y}b%{endif}"
