r = ["${2.5e-3}${length(strs)}", nmap.x == obj.ports[1] ? "${obj.enabled}%{for k, v in obj.tags}${k}=${v} %{endfor}" : (<<END
${~s~}  tail
END
), join("-", [for i, x in values(smap) : "${x}!"])]
