r = (<<END
${~s~}  tail
${nmap["y"]}
END
)
