r = "%{if max() >= obj.enabled ? 0.1 : n}${n}%{endif}%{for x in tolist(formatlist("%s!", strs))}${x} %{endfor}%{~if true || !(obj.enabled)~} yes %{else}%{endif}"
