r=  "%{for i, x in regexall("[a-z]", s)}${x};%{endfor}%{if can((12345678901234567890))}on%{endif}%{if 1 == 99.99 && true || obj.enabled}${n}%{endif}"
