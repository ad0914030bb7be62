a = "%{if x}%{if y}a%{else}b%{endif}%{endif}"
