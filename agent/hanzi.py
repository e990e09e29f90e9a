"""Traditional Chinese read as Simplified (issue 39: a traveller from Taiwan or Hong Kong writes
"2個大人", "預算", "吳哥窟"; the offline model's words are Simplified).

``simplified(text)`` maps one character to one character, so positions in the text do not move
(a span found in the simplified text is the same span in the original).
"""

from __future__ import annotations

# Traditional → Simplified, the characters of travel chat (trip, group, money, dates, booking).
_PAIRS = (
    "個个 們们 幾几 兩两 萬万 億亿 臺台 幣币 價价 錢钱 貴贵 買买 賣卖 費费 預预 訂订 確确 認认 選选 擇择 "
    "經经 薦荐 過过 這这 還还 邊边 島岛 廟庙 歷历 親亲 園园 樂乐 點点 鐘钟 時时 間间 後后 週周 裡里 裏里 "
    "來来 對对 於于 與与 為为 從从 區区 體体 離离 開开 關关 門门 馬马 魚鱼 鮮鲜 飛飞 機机 場场 車车 "
    "長长 爾尔 嗎吗 沒没 謝谢 給给 說说 號号 話话 電电 請请 問问 會会 氣气 麼么 準准 備备 麻麻 煩烦 "
    "幫帮 發发 飯饭 館馆 東东 莊庄 國国 際际 華华 蘭兰 灣湾 興兴 趕赶 帶带 戶户 導导 遊游 覽览 觀观 "
    "風风 吳吴 蹟迹 跡迹 窩窝 嗨嗨 歡欢 喜喜 戲戏 劃划 畫画 計计 劃划 讓让 變变 換换 單单 雙双 "
    "總总 額额 筆笔 張张 數数 歲岁 嬰婴 兒儿 孫孙 婦妇 媽妈 爺爷 奶奶 們们 團团 隊队 員员 組组 "
    "輕轻 鬆松 閒闲 適适 靜静 運运 動动 險险 漢汉 寧宁 緩缓 慢慢 線线 條条 路路 纜缆 橋桥 灘滩 "
    "熱热 涼凉 陽阳 雲云 霧雾 颱台 溫温 濕湿 乾干 淨净 衛卫 醫医 藥药 療疗 護护 險险 "
    "餐餐 廳厅 壽寿 麵面 雞鸡 鴨鸭 蝦虾 蟹蟹 殼壳 飲饮 葷荤 齋斋 過过 敏敏 "
    "擔担 憂忧 謹谨 慎慎 處处 應应 該该 當当 夠够 讀读 寫写 認认 識识 記记 錄录 "
    "達达 遠远 近近 附附 農农 業业 陸陆 灣湾 鎮镇 縣县 紀纪 念念 館馆 夢梦 麗丽 "
    "啟启 程程 訊讯 聯联 繫系 郵邮 箱箱 碼码 賬账 帳账 戶户 轉转 匯汇 銀银 刷刷 卡卡 掃扫 描描 "
    "掛挂 消消 退退 款款 取取 延延 遲迟 晚晚 改改 約约 預预 留留 鐘钟 頭头 無无 問问 題题 "
    "屬属 於于 雖虽 然然 但但 實实 際际 驗验 證证 舊旧 新新 專专 屬属 業业 標标 準准 "
    "層层 樓楼 階阶 廂厢 間间 鋪铺 牀床 燈灯 調调 視视 網网 絡络 線线 這这 樣样 種种 類类 "
    "歐欧 辦办 潛潜 鳥鸟 螢萤 蟲虫 飪饪 騎骑 獅狮 龜龟 寶宝 廣广 藝艺 術术 繩绳 纜缆 槳桨 "
    "臟脏 輪轮 蓋盖 懷怀 腎肾 壓压 癲癫 癇痫 腳脚 殘残 嚴严"
)
_TABLE = {ord(pair[0]): pair[1] for pair in _PAIRS.split() if len(pair) == 2 and pair[0] != pair[1]}


def simplified(text: str) -> str:
    """``text`` with its Traditional characters written as Simplified (same length)."""
    return text.translate(_TABLE)
