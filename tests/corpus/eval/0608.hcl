r = fl || obj.enabled ? obj.enabled ? values(smap) : keys(smap) : coalesce("", "üñí 👍🏽 日本")
